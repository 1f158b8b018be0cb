import { multipart } from '@poolscape/tests/kit/designs/fixtures';
import { useTestApp } from '@poolscape/tests/kit/test-app';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

describe('profiles and the signed-in app shell', () => {
  const test = useTestApp();
  let token = '';
  let userId = '';
  beforeAll(async () => {
    const registered = await test.app.inject({
      method: 'POST',
      url: '/api/simple/register',
      payload: { firstName: 'Pat', lastName: 'Builder', email: 'pat@example.com', password: 'secret123' },
    });
    token = registered.json().token;
    userId = registered.json().user.id;
  });
  const auth = () => ({ authorization: `Bearer ${token}` });

  it('sets up the profile: role, company, phone, and marks the set-up done', async () => {
    const response = await test.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: auth(),
      payload: {
        role: 'contractor',
        company: 'Blue Water Pools',
        phone: '+1 (555) 010-2030',
        completeSetup: true,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      role: 'contractor',
      company: 'Blue Water Pools',
      phone: '+1 (555) 010-2030',
      profileComplete: true,
    });
  });

  it('refuses an unknown role or a bad phone number with the field named, and changes nothing', async () => {
    for (const payload of [{ role: 'wizard' }, { phone: 'call me maybe' }]) {
      const response = await test.app.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers: auth(),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe(Object.keys(payload)[0]);
    }
    const me = await test.app.inject({ method: 'GET', url: '/api/simple/user', headers: auth() });
    expect(me.json()).toMatchObject({ role: 'contractor', phone: '+1 (555) 010-2030' });
    expect(
      (await test.app.inject({ method: 'PATCH', url: '/api/profile', payload: { company: 'X' } })).statusCode,
    ).toBe(401);
  });

  it('keeps a profile private until its owner makes it public, and then shows no e-mail', async () => {
    expect((await test.app.inject({ method: 'GET', url: `/api/profiles/${userId}` })).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: `/profile/${userId}` })).statusCode).toBe(404);
    await test.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: auth(),
      payload: { profilePublic: true },
    });
    const profile = await test.app.inject({ method: 'GET', url: `/api/profiles/${userId}` });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      id: userId,
      name: 'Pat Builder',
      role: 'contractor',
      company: 'Blue Water Pools',
    });
    expect(profile.body).not.toContain('pat@example.com');
    for (const url of [`/profile/${userId}`, `/profile/public/${userId}`]) {
      const page = await test.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('Public profile');
    }
    expect((await test.app.inject({ method: 'GET', url: '/profile/not-a-user-id' })).statusCode).toBe(404);
  });

  it('takes a JPEG avatar, strips its GPS location, and serves it as a small WebP', async () => {
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a9d8f' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Pat' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const upload = await test.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { ...auth(), ...multipart('avatar', 'me.jpg', 'image/jpeg', photo).headers },
      payload: multipart('avatar', 'me.jpg', 'image/jpeg', photo).payload,
    });
    expect(upload.statusCode).toBe(200);
    const avatarUrl = upload.json().avatarUrl as string;
    expect(avatarUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f-]+\.webp$/);
    const served = await test.app.inject({ method: 'GET', url: avatarUrl });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
  });

  it('judges an upload by its content, not its name: a text file called .jpg is refused', async () => {
    const fake = multipart('avatar', 'photo.jpg', 'image/jpeg', Buffer.from('this is not a picture at all'));
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { ...auth(), ...fake.headers },
      payload: fake.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please upload a JPEG, PNG or WebP picture.' });
  });

  it('serves the app for signed-in routes, and the dashboard at / only with a valid session cookie', async () => {
    for (const url of [
      '/dashboard',
      '/design/create',
      '/create-design',
      '/library',
      '/design/result/abc',
      '/profile/edit',
      '/admin/users',
    ]) {
      const page = await test.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('Signed-in app');
    }
    expect((await test.app.inject({ method: 'GET', url: '/' })).body).toContain('Home page');
    expect(
      (await test.app.inject({ method: 'GET', url: '/', headers: { cookie: 'authToken=forged' } })).body,
    ).toContain('Home page');
    const signedIn = await test.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: `theme=dark; authToken=${token}` },
    });
    expect(signedIn.body).toContain('Signed-in app');
    expect((await test.app.inject({ method: 'GET', url: '/app-shell/' })).statusCode).toBe(404);
    // The admin area's paths are listed; any other is the site's 404 like any unknown path.
    for (const url of ['/admin/nothing-here', '/admin/users/1/secrets', '/administrator'])
      expect((await test.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });
});
