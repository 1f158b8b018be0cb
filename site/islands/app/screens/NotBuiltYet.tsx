import { navigate } from '../../../lib/router/router.ts';

/** A signed-in route whose screen is still being built: says so plainly and offers a way back. */
export function NotBuiltYet({ feature }: { feature: string }) {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{feature} is coming soon</h1>
      <p className="mt-3 text-slate-600">
        We are building this part of Poolscape now. Your account is ready, and everything you set up carries
        over.
      </p>
      <button
        type="button"
        onClick={() => navigate('/dashboard')}
        className="mt-6 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        Back to Dashboard
      </button>
    </div>
  );
}
