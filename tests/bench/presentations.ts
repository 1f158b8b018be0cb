// Presentation figures, against the running product: the PDF of a 12-slide presentation (12 design
// slides between the title and closing slides) as the owner downloads it, the first export (which
// makes each picture's print copy) and the next (which reuses them), with the file's size.
export type Row = [string, string, string];

export async function benchPresentationPdf(
  base: string,
  headers: Record<string, string>,
  designIds: readonly string[],
): Promise<Row[]> {
  const created = await fetch(`${base}/api/presentations`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ title: 'Bench presentation', clientName: 'The Bench family', designIds }),
  });
  if (!created.ok) throw new Error(`POST /api/presentations: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  const exportOnce = async (): Promise<{ ms: number; bytes: number }> => {
    const begun = performance.now();
    const response = await fetch(`${base}/api/presentations/${id}/pdf`, { headers });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`PDF export: ${response.status}`);
    return { ms: performance.now() - begun, bytes: body.byteLength };
  };
  const first = await exportOnce();
  const warm = [await exportOnce(), await exportOnce(), await exportOnce()].sort((a, b) => a.ms - b.ms);
  const again = warm[1] ?? first;
  const slides = designIds.length;
  return [
    [
      `presentation PDF, ${slides} design slides, first export`,
      `${(first.ms / 1000).toFixed(2)} s`,
      `GET /api/presentations/{id}/pdf, ${slides + 2} pages at print quality (target under 3 s); makes each picture's print copy; ${(first.bytes / 1e6).toFixed(1)} MB`,
    ],
    [
      `presentation PDF, ${slides} design slides, again`,
      `${(again.ms / 1000).toFixed(2)} s`,
      `the same export with the print copies kept, median of 3 (target under 3 s); ${(again.bytes / 1e6).toFixed(1)} MB`,
    ],
  ];
}
