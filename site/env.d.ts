/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The address of every page without parameters, pre-rendered or not (set by lib/server/entry.ts). */
    pagePaths?: readonly string[];
  }
}
