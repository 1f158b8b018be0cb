// The loading screen for a render: the photo being worked on, a progress bar driven by the
// worker's real progress events, and what is happening now in words.
export function DesignLoadingScreen({
  photoUrl,
  width,
  height,
  progress,
  message,
}: {
  photoUrl: string;
  width: number;
  height: number;
  /** 0..100. */
  progress: number;
  message: string;
}) {
  const value = Math.round(Math.min(100, Math.max(0, progress)));
  return (
    <section
      aria-labelledby="rendering-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div
        className="relative overflow-hidden rounded-xl bg-slate-200"
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        <img
          src={photoUrl}
          alt=""
          className="absolute inset-0 size-full object-cover opacity-60 blur-[2px]"
        />
        <div className="absolute inset-0 flex items-center justify-center">
          <span
            className="size-12 animate-spin rounded-full border-4 border-white/60 border-t-brand-600 motion-reduce:animate-none"
            aria-hidden="true"
          />
        </div>
      </div>
      <h2 id="rendering-heading" className="mt-5 text-lg font-semibold text-slate-900">
        Creating your design
      </h2>
      <div
        role="progressbar"
        aria-label="Render progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%: ${message}`}
        className="mt-3 h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-500 motion-reduce:transition-none"
          style={{ width: `${value}%` }}
        />
      </div>
      <p className="mt-2 flex justify-between gap-4 text-sm text-slate-700" aria-live="polite">
        <span>{message}</span>
        <span className="tabular-nums">{value}%</span>
      </p>
      <p className="mt-3 text-sm text-slate-500">
        You can leave this page: the design keeps rendering and waits for you in your library.
      </p>
    </section>
  );
}
