// Pool footprints that suit the bundled sample backyards (cms/src/seed/images/garden-*.jpg), in the
// photos' own pixels (1070 x 1090): used by tests, the benchmark and the product's sample picker.
import type { Corners } from './types.ts';

export const SAMPLE_CORNERS: Readonly<Record<string, Corners>> = {
  // The open lawn below the stone path, the pool following the slope's fall line.
  'garden-sloped-lawn-stone-house.jpg': [
    { x: 110, y: 828 },
    { x: 680, y: 922 },
    { x: 850, y: 1082 },
    { x: 20, y: 1004 },
  ],
  // The strip of lawn in front of the plant stands.
  'garden-small-fenced-yard.jpg': [
    { x: 60, y: 918 },
    { x: 690, y: 934 },
    { x: 810, y: 1078 },
    { x: 0, y: 1062 },
  ],
};
