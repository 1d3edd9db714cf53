import { describe, expect, it } from 'vitest';
import { readPixelHit } from './collection-request';

const pid = '6f1c2a4e-1b2c-4d3e-8f9a-0b1c2d3e4f5a';

describe('readPixelHit', () => {
  it('reads a full hit', () => {
    expect(
      readPixelHit({
        pid,
        ev: 'purchase',
        v: '1990',
        url: 'https://loja.com/ok',
        ref: 'https://g.co/',
        vid: 'abc.123',
      }),
    ).toEqual({
      hit: {
        pixelId: pid,
        eventName: 'purchase',
        value: 1990,
        pageUrl: 'https://loja.com/ok',
        referrer: 'https://g.co/',
        visitorId: 'abc.123',
      },
    });
  });
  it.each([
    [{}, 'bad_pixel_id'],
    [null, 'bad_pixel_id'],
    ['garbage', 'bad_pixel_id'],
    [{ pid: "1' OR 1=1 --", ev: 'a' }, 'bad_pixel_id'],
    [{ pid: [pid, pid], ev: 'a' }, 'bad_pixel_id'],
    [{ pid, ev: 'drop table;' }, 'bad_event_name'],
    [{ pid, ev: 'a'.repeat(65) }, 'bad_event_name'],
    [{ pid, ev: 'a', v: '-1' }, 'bad_value'],
    [{ pid, ev: 'a', v: '1e3' }, 'bad_value'],
    [{ pid, ev: 'a', url: 'x'.repeat(2049) }, 'oversize'],
    [{ pid, ev: 'a', vid: '<script>' }, 'bad_visitor_id'],
  ])('drops %j (%s)', (query, reason) => {
    expect(readPixelHit(query)).toEqual({ drop: reason });
  });
});
