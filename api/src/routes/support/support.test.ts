// A ticket's screenshot through the API: re-encoded (nothing the camera wrote is kept), shown to
// its owner and to support only, replaced by a new one; anything that is not a picture is refused
// and changes nothing.
import { TicketSchema } from '@poolscape/shared';
import { jpegPhoto, multipart, registerUser, svgBomb } from '@poolscape/tests/kit/designs/fixtures';
import { useTestApp } from '@poolscape/tests/kit/test-app';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

describe('ticket screenshots', () => {
  const test = useTestApp();

  it('keeps a clean copy for the owner and support, and refuses anything else', async () => {
    const user = await registerUser(test.app, test.db.pool);
    const other = await registerUser(test.app, test.db.pool);
    const admin = await registerUser(test.app, test.db.pool);
    await test.db.pool.query("update app.users set staff_role = 'admin' where id = $1", [admin.id]);
    const opened = await test.app.inject({
      method: 'POST',
      url: '/api/support/tickets',
      headers: user.auth,
      payload: { subject: 'Broken upload', category: 'bug', message: 'See the screenshot.' },
    });
    const ticket = TicketSchema.parse(opened.json());
    const url = `/api/support/tickets/${ticket.id}/screenshot`;
    const attach = async (who: { authorization: string }, body: ReturnType<typeof multipart>) =>
      test.app.inject({ method: 'PUT', url, headers: { ...who, ...body.headers }, payload: body.payload });

    const refused = await attach(
      user.auth,
      multipart('screenshot', 'notes.txt', 'text/plain', Buffer.from('hello')),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Please attach a JPEG, PNG or WebP picture.');
    // An SVG whose filters would take a minute of CPU to rasterise is refused unread, fast.
    const started = performance.now();
    const bomb = await attach(user.auth, multipart('screenshot', 'a.png', 'image/png', svgBomb()));
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().message).toBe('Please attach a JPEG, PNG or WebP picture.');
    expect(performance.now() - started).toBeLessThan(3000);
    expect(
      (await attach(other.auth, multipart('screenshot', 'a.jpg', 'image/jpeg', await jpegPhoto(40, 30))))
        .statusCode,
    ).toBe(404);

    const photo = await jpegPhoto(640, 480, { gps: true });
    const attached = TicketSchema.parse(
      (await attach(user.auth, multipart('screenshot', 'a.jpg', 'image/jpeg', photo))).json(),
    );
    expect(attached.screenshotUrl).toMatch(new RegExp(`^${url}\\?v=`));
    const shown = await test.app.inject({
      method: 'GET',
      url: attached.screenshotUrl ?? '',
      headers: user.auth,
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/webp');
    const meta = await sharp(shown.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([640, 480, undefined]);
    expect((await test.app.inject({ method: 'GET', url, headers: admin.auth })).statusCode).toBe(200);
    expect((await test.app.inject({ method: 'GET', url, headers: other.auth })).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    const replaced = TicketSchema.parse(
      (
        await attach(
          user.auth,
          multipart('screenshot', 'b.png', 'image/png', await sharp(photo).png().toBuffer()),
        )
      ).json(),
    );
    expect(replaced.screenshotUrl).not.toBe(attached.screenshotUrl);
    const files = await test.db.pool.query('select screenshot_key from app.support_tickets where id = $1', [
      ticket.id,
    ]);
    expect(await test.storage.get(files.rows[0].screenshot_key)).not.toBeNull();
    const previous = decodeURIComponent(attached.screenshotUrl?.split('?v=')[1] ?? '');
    expect(await test.storage.get(previous)).toBeNull();
  });
});
