// Copying a link: the Clipboard API where the page may use it, else the older selection copy.
import { toast } from '../stores/toasts.ts';

export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, or the page is not focused): try the selection copy below.
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  } catch {
    return false;
  }
}

/** Copies a design's share link and says so (or shows the link to copy by hand). */
export async function copyShareLink(url: string, isPrivate: boolean): Promise<void> {
  const copied = await copyText(url);
  if (!copied) {
    toast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
    return;
  }
  toast({
    title: 'Share link copied',
    description: isPrivate
      ? 'This design is private, so only you can open the link. Make it unlisted or public to share it.'
      : 'Anyone with the link can see this design.',
  });
}
