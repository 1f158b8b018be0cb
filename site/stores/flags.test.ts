import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $featureFlags, EXPERIMENT_PARAM_PREFIX, FEATURE_FLAG_DEFAULTS, parseFeatureFlags } from './flags.ts';

afterEach(() => {
  cleanStores($featureFlags);
  vi.unstubAllGlobals();
});

describe('feature flags', () => {
  it('has Facebook login on by default', () => {
    expect(FEATURE_FLAG_DEFAULTS.facebookLogin).toBe(true);
    expect(parseFeatureFlags('', FEATURE_FLAG_DEFAULTS)).toEqual({ facebookLogin: true });
  });

  it('turns a flag that is off by default on with experiment_{flag}=true', () => {
    const defaults = { newEditor: false, betaGallery: false };
    expect(EXPERIMENT_PARAM_PREFIX).toBe('experiment_');
    expect(parseFeatureFlags('?experiment_newEditor=true', defaults)).toEqual({
      newEditor: true,
      betaGallery: false,
    });
    expect(parseFeatureFlags('?a=1&experiment_betaGallery=true&experiment_newEditor=true', defaults)).toEqual(
      {
        newEditor: true,
        betaGallery: true,
      },
    );
  });

  it('only the value true turns a flag on', () => {
    const defaults = { newEditor: false };
    for (const value of ['false', '1', 'TRUE', 'yes', ''])
      expect(parseFeatureFlags(`?experiment_newEditor=${value}`, defaults)).toEqual({ newEditor: false });
  });

  it('a link cannot turn a flag off or invent one', () => {
    expect(parseFeatureFlags('?experiment_facebookLogin=false', FEATURE_FLAG_DEFAULTS)).toEqual({
      facebookLogin: true,
    });
    const flags = parseFeatureFlags('?experiment_admin=true&experiment___proto__=true', { newEditor: false });
    expect(flags).toEqual({ newEditor: false });
    expect(Object.keys(flags)).toEqual(['newEditor']);
  });

  it('$featureFlags reads the page address when an island subscribes', () => {
    let reads = 0;
    vi.stubGlobal('window', {
      location: {
        get search() {
          reads += 1;
          return '?experiment_facebookLogin=true';
        },
      },
    });
    const stop = $featureFlags.subscribe(() => {});
    expect(reads).toBe(1);
    expect($featureFlags.get()).toEqual({ facebookLogin: true });
    stop();
  });
});
