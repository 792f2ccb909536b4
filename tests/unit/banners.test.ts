// Banner and offer uploads: what the multipart requests carry (the image only when one was
// chosen, the fields as JSON in `data`), and the form schemas that require an image on add only.
import { beforeEach, describe, expect, it } from 'vitest';
import { setSender } from '../../src/api/mutator';
import type { Banner, Offer } from '../../generated/hey-api/types.gen';
import { bannerData, bannersResource, offerInput, offersResource } from '../../src/resources/banners';
import { serverMessage } from '../../src/resources/commission';

const BANNER: Banner = {
  id: 1,
  name: 'Keells weekend groceries 10% off',
  category: 'HOME',
  priority: 1,
  expDate: '2026-12-31',
  status: 1,
  offerId: 1,
  imageUrl: 'https://cdn.wallet.example.lk/banners/1.png',
  createdAt: '2026-11-02T10:15:00+05:30',
  updatedAt: '2026-11-18T16:40:12+05:30',
};
const OFFER: Offer = {
  id: 3,
  name: 'Arpico Hyde Park 20% flash sale',
  description: '20% off at Arpico Hyde Park for the first 200 wallet payments.',
  type: 1,
  sequence: 3,
  expDate: '2026-11-30',
  status: 2,
  isflashOffer: true,
  imageUrl: null,
  createdAt: '2026-11-12T08:30:00+05:30',
  updatedAt: '2026-11-20T08:04:41+05:30',
};
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'banner.png', { type: 'image/png' });

type Sent = { url: string; init: RequestInit | undefined };
let sent: Sent[];

beforeEach(() => {
  sent = [];
  setSender(<T>(url: string, init?: RequestInit) => {
    sent.push({ url, init });
    return Promise.resolve({ data: {} } as T);
  });
});

const partsOf = (init: RequestInit | undefined) => {
  const body = init?.body;
  if (!(body instanceof FormData)) throw new Error('not a multipart body');
  return body;
};

describe('banner uploads', () => {
  it('the data part carries the fields as JSON, the offer as null when none is chosen', () => {
    const { id: _i, imageUrl: _u, createdAt: _c, updatedAt: _d, ...fields } = BANNER;
    expect(JSON.parse(bannerData({ ...fields, offerId: undefined }))).toEqual({
      name: 'Keells weekend groceries 10% off',
      category: 'HOME',
      priority: 1,
      expDate: '2026-12-31',
      status: 1,
      offerId: null,
    });
    expect(JSON.parse(bannerData({ ...fields, imageUrl: BANNER.imageUrl, file: png() }))).not.toHaveProperty('imageUrl');
  });

  it('add sends the image and the data part', async () => {
    const file = png();
    await bannersResource.create?.run({ name: 'Dialog bill cashback 5%', category: 'BILLS', priority: 4, expDate: '2027-01-31', status: 1, offerId: 2, file });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/banners/');
    expect(sent[0]?.init?.method).toBe('POST');
    const parts = partsOf(sent[0]?.init);
    expect(parts.get('file')).toBeInstanceOf(File);
    expect((parts.get('file') as File).name).toBe('banner.png');
    expect(JSON.parse(String(parts.get('data')))).toMatchObject({ name: 'Dialog bill cashback 5%', priority: 4, offerId: 2 });
  });

  it('an edit without a new image sends only the data part', async () => {
    const form = bannersResource.form?.fromRow(BANNER);
    if (!form) throw new Error('no form');
    await bannersResource.update?.run(BANNER, { ...form, priority: 2 });
    expect(sent[0]?.url).toBe('/banners/1');
    const parts = partsOf(sent[0]?.init);
    expect(parts.has('file')).toBe(false);
    expect(JSON.parse(String(parts.get('data')))).toEqual({ name: BANNER.name, category: 'HOME', priority: 2, expDate: '2026-12-31', status: 1, offerId: 1 });
  });

  it('an edit with a new image sends it', async () => {
    const form = bannersResource.form?.fromRow(BANNER);
    if (!form) throw new Error('no form');
    await bannersResource.update?.run(BANNER, { ...form, file: png() });
    expect(partsOf(sent[0]?.init).get('file')).toBeInstanceOf(File);
  });

  // The first load of the generated schemas takes seconds on a busy machine.
  it('the add form requires a PNG or JPEG image; the edit form takes none', { timeout: 20_000 }, async () => {
    const add = await bannersResource.form?.schema();
    const edit = await bannersResource.form?.editSchema?.();
    const fields = { name: 'Avurudu offers', category: 'HOME', priority: 1, expDate: '2027-04-14', status: 1 };
    expect(add?.safeParse(fields).success).toBe(false);
    expect(add?.safeParse({ ...fields, file: png() }).success).toBe(true);
    const pdf = new File(['%PDF'], 'offer.pdf', { type: 'application/pdf' });
    expect(add?.safeParse({ ...fields, file: pdf }).error?.issues[0]?.message).toBe('choose a PNG or JPEG image');
    expect(edit?.safeParse(fields).success).toBe(true);
  });
});

describe('offer uploads', () => {
  it('add sends the fields as JSON, without the image or its URL', async () => {
    const form = offersResource.form?.fromRow(OFFER);
    if (!form) throw new Error('no form');
    await offersResource.create?.run(form);
    expect(sent[0]?.url).toBe('/offers/');
    expect(JSON.parse(String(sent[0]?.init?.body))).toEqual(offerInput(form));
    expect(offerInput(form)).not.toHaveProperty('imageUrl');
  });

  it('an edit sends the data part and the image only when one was chosen', async () => {
    const form = offersResource.form?.fromRow(OFFER);
    if (!form) throw new Error('no form');
    await offersResource.update?.run(OFFER, { ...form, sequence: 5 });
    await offersResource.update?.run(OFFER, { ...form, file: png() });
    expect(sent[0]?.url).toBe('/offers/3');
    expect(partsOf(sent[0]?.init).has('file')).toBe(false);
    expect(JSON.parse(String(partsOf(sent[0]?.init).get('data')))).toMatchObject({ sequence: 5, isflashOffer: true, type: 1 });
    expect(partsOf(sent[1]?.init).get('file')).toBeInstanceOf(File);
  });

  it('an empty description is left out', () => {
    const form = offersResource.form?.fromRow(OFFER);
    if (!form) throw new Error('no form');
    expect(offerInput({ ...form, description: '' })).not.toHaveProperty('description');
  });
});

describe('serverMessage', () => {
  it('reads the confirmation text of a message answer', () => {
    expect(serverMessage({ data: { message: 'Commission profile assigned successfully' } })).toBe('Commission profile assigned successfully');
    expect(serverMessage({ data: {} })).toBe('');
    expect(serverMessage(null)).toBe('');
  });
});
