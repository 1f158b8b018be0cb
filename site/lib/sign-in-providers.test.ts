import { describe, expect, it } from 'vitest';
import { parseSignInProviders } from './sign-in-providers.ts';

describe('the sign-ins a build offers', () => {
  it('reads the providers the building API named, and none when it named none', () => {
    expect(parseSignInProviders('google,facebook')).toEqual({ google: true, facebook: true });
    expect(parseSignInProviders('google')).toEqual({ google: true, facebook: false });
    expect(parseSignInProviders(' Facebook ')).toEqual({ google: false, facebook: true });
    expect(parseSignInProviders('')).toEqual({ google: false, facebook: false });
    expect(parseSignInProviders(undefined)).toEqual({ google: false, facebook: false });
    expect(parseSignInProviders('twitter,googl')).toEqual({ google: false, facebook: false });
  });
});
