/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** A draft the page shows in place of the published version (lib/cms/previews.ts). */
    preview?: import('./lib/cms/previews.ts').SitePreview;
  }
}
