// How dates, design statuses and design options read on every screen that shows them.
import {
  DEFAULT_DESIGN_OPTIONS,
  type DesignOptionLabels,
  type DesignOptions,
  type DesignStatus,
  designOptionLabels,
  MODELING_STYLE_LABELS,
} from '@poolscape/shared';

export const STATUS_LABELS: Record<DesignStatus, string> = {
  queued: 'Queued',
  rendering: 'Rendering',
  ready: 'Ready',
  failed: 'Failed',
};

/** "Nov 22, 2026". */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

const BUILT_IN_LABELS = designOptionLabels(DEFAULT_DESIGN_OPTIONS);

/**
 * "Modern · Dusk · Lighting, Decking · 2 images", with the modeling style when it is not a
 * photograph and the viewpoints when there are several ("· Watercolour · 2 viewpoints · 4 images").
 * Options are named as the design options label them (`useOptionLabels`).
 */
export function describeOptions(
  options: DesignOptions,
  viewpoints = 1,
  labels: DesignOptionLabels = BUILT_IN_LABELS,
): string {
  const parts: string[] = [labels.style[options.style], labels.time[options.timeOfDay]];
  if (options.features.length > 0) parts.push(options.features.map((key) => labels.feature[key]).join(', '));
  const modeling = options.modelingStyle ?? 'photoreal';
  if (modeling !== 'photoreal') parts.push(MODELING_STYLE_LABELS[modeling]);
  if (viewpoints > 1) parts.push(`${viewpoints} viewpoints`);
  parts.push(imagesLabel(options.variations * viewpoints));
  return parts.join(' · ');
}

export function imagesLabel(count: number): string {
  return `${count} ${count === 1 ? 'image' : 'images'}`;
}

/** The line before a submit: "This design uses 2 images; you have 8 left this period." */
export function usageLine(images: number, left: number): string {
  return `This design uses ${imagesLabel(images)}; you have ${left} left this period.`;
}
