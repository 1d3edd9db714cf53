import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { OpenRtbBid, OpenRtbBidResponse } from './bid-route';
import { bidResponseJson } from './bid-response-json';

const bid = (overrides: Partial<OpenRtbBid> = {}): OpenRtbBid => ({
  id: 'b1',
  impid: '1',
  price: 4.25,
  adid: 'c"1',
  crid: 'c"1',
  cid: 'camp',
  adomain: ['loja.example.com.br'],
  w: 300,
  h: 250,
  mtype: 1,
  nurl: 'https://v.example/t?t=abc&p=${AUCTION_PRICE}',
  burl: 'https://v.example/b?t=abc',
  lurl: 'https://v.example/l?t=abc',
  adm: '<div class="x">Tom & "Jerry\'s" \\ </div>\n\u2028🎉',
  ...overrides,
});

describe('the bid response JSON', () => {
  it('is JSON.stringify of the response, the adm taken from its JSON text', () => {
    const response: OpenRtbBidResponse = {
      id: 'req "1"',
      cur: 'BRL',
      seatbid: [
        {
          seat: 'verba',
          bid: [bid(), { ...bid({ id: 'b2', cat: ['IAB1'], cattax: 1 }), dealid: 'deal-1' }],
        },
      ],
    };
    const expected = JSON.stringify(response);
    const admJsons = response.seatbid[0]!.bid.map((b) => JSON.stringify(b.adm));
    expect(bidResponseJson(response, admJsons)).toBe(expected);
    expect(bidResponseJson(response, [admJsons[0], undefined])).toBe(expected);
    expect(bidResponseJson(response, [])).toBe(expected);
  });

  it('writes what JSON.stringify writes for any texts and prices (property)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(
          fc.record({
            id: fc.string(),
            nurl: fc.string({ unit: 'binary' }),
            lurl: fc.stringMatching(/^[ -~]*$/),
            adm: fc.string({ unit: 'binary' }),
            price: fc.double({ noNaN: false }),
            dealid: fc.option(fc.string(), { nil: undefined }),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        (id, bids) => {
          const response: OpenRtbBidResponse = {
            id,
            cur: 'BRL',
            seatbid: [{ seat: 'verba', bid: bids.map((b) => bid(b)) }],
          };
          const admJsons = bids.map((b) => JSON.stringify(b.adm));
          expect(bidResponseJson(response, admJsons)).toBe(JSON.stringify(response));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('quotes notice URLs known to be plain text as they are: still what JSON.stringify writes (property)', () => {
    const plain = fc.stringMatching(/^[\x20\x21\x23-\x5b\x5d-\x7e]*$/);
    fc.assert(
      fc.property(
        fc.array(fc.record({ nurl: plain, burl: plain, lurl: plain }), { minLength: 1, maxLength: 3 }),
        (bids) => {
          const response: OpenRtbBidResponse = {
            id: 'r',
            cur: 'BRL',
            seatbid: [{ seat: 'verba', bid: bids.map((b) => bid(b)) }],
          };
          const admJsons = bids.map((b) => JSON.stringify(bid(b).adm));
          expect(
            bidResponseJson(
              response,
              admJsons,
              bids.map(() => true),
            ),
          ).toBe(JSON.stringify(response));
        },
      ),
      { numRuns: 100 },
    );
  });
});
