// Avatars used to be files in `<DATA_DIR>/uploads/avatars`; they are now in the file storage under
// `avatars/`, like every other file. At startup, any left in the old folder move into storage.
import { readdir, readFile, rm, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Storage } from '../storage/storage.ts';
import { AVATAR_FILE, avatarKey } from './profile.ts';

/** Moves the avatars of the old folder into `storage` (then removes them there); returns how many. */
export async function moveLegacyAvatars(folder: string, storage: Storage): Promise<number> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let moved = 0;
  for (const name of names.filter((file) => AVATAR_FILE.test(file))) {
    const path = join(folder, name);
    await storage.put(avatarKey(name), await readFile(path), 'image/webp');
    await rm(path, { force: true });
    moved += 1;
  }
  // Removed only when nothing else is left in it.
  await rmdir(folder).catch(() => undefined);
  return moved;
}
