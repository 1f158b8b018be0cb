// A finished video's poster with a play mark: the button that opens the player.
export function VideoPosterButton({
  posterUrl,
  label,
  onPlay,
  large = false,
  className = '',
}: {
  posterUrl: string;
  /** What is played, for screen readers: "Play {label}". */
  label: string;
  onPlay: () => void;
  large?: boolean;
  className?: string;
}) {
  return (
    <button type="button" onClick={onPlay} className={`group relative block bg-slate-900 ${className}`}>
      <img src={posterUrl} alt="" className="aspect-video w-full object-contain" loading="lazy" />
      <span className="absolute inset-0 flex items-center justify-center bg-slate-900/20 group-hover:bg-slate-900/40">
        <span
          className={`flex items-center justify-center rounded-full bg-white/90 shadow ${large ? 'size-14' : 'size-12'}`}
        >
          <svg
            viewBox="0 0 24 24"
            className={`ml-1 text-brand-700 ${large ? 'size-7' : 'size-6'}`}
            fill="currentColor"
            aria-hidden="true"
          >
            <path d="M8 5v14l11-7z" />
          </svg>
        </span>
      </span>
      <span className="sr-only">Play {label}</span>
    </button>
  );
}
