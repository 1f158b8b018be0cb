// What one image costs at each provider, in US dollars, as recorded on every image (the admin
// figures add them up). Defaults are the providers' list prices for the default models at the
// sizes we ask for (checked November 2026); IMAGE_COST_USD overrides the configured provider's
// price, for negotiated rates or another model.

/** The built-in renderer's model name, as recorded on its images. */
export const BUILT_IN_MODEL = 'built-in renderer';

export const IMAGE_PRICES_USD: Record<string, number> = {
  builtin: 0,
  // GPT Image edits at high quality, about 1536 x 1024.
  openai: 0.19,
  // Stable Image inpaint: 3 credits at $0.01.
  stability: 0.03,
  // FLUX Fill Pro on Replicate, per output image.
  replicate: 0.05,
};

/** The price of one image from `provider`, or the operator's own figure. */
export function imagePrice(provider: string, override?: number): number {
  if (override !== undefined) return override;
  return IMAGE_PRICES_USD[provider] ?? 0;
}
