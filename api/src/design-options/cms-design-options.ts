// Reads the design options global from the CMS over loopback, at depth 1 so each preview image
// comes with its renditions, and turns it into the catalogue the product uses.
import { CMS_GLOBALS, catalogFromCms, type DesignOptionsCatalog } from '@poolscape/shared';
import { cmsGet } from '../cms/cms-client.ts';

export async function loadDesignOptionsFromCms(
  cmsUrl: string,
  internalToken: string,
  timeoutMs = 5_000,
): Promise<DesignOptionsCatalog> {
  return catalogFromCms(
    await cmsGet(cmsUrl, `globals/${CMS_GLOBALS.designOptions}?depth=1`, { internalToken, timeoutMs }),
  );
}
