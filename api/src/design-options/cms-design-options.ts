// Reads the design options global from the CMS over loopback, at depth 1 so each preview image
// comes with its renditions, and turns it into the catalogue the product uses.
import { CMS_GLOBALS, catalogFromCms, type DesignOptionsCatalog } from '@poolscape/shared';

export async function loadDesignOptionsFromCms(
  cmsUrl: string,
  internalToken: string,
  timeoutMs = 5_000,
): Promise<DesignOptionsCatalog> {
  const url = `${cmsUrl}/cms/api/globals/${CMS_GLOBALS.designOptions}?depth=1`;
  const response = await fetch(url, {
    headers: { 'x-internal-token': internalToken },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`the CMS answered ${response.status}`);
  return catalogFromCms(await response.json());
}
