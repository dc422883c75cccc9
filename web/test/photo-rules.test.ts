import { PHOTO_NOT_A_PHOTO, PHOTO_TOO_LARGE, photoProblem } from '../src/features/menu/photos';

describe('a photo chosen on the products dashboard (docs/product.md#item-photos)', () => {
  it('sends a JPEG, PNG or WebP under 8 MB, and one whose type the browser does not say', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', '']) {
      expect(photoProblem({ type, size: 2_000_000 })).toBeNull();
    }
  });

  it('says why another file is not sent, in the server’s own words', () => {
    expect(photoProblem({ type: 'application/pdf', size: 10_000 })).toBe(PHOTO_NOT_A_PHOTO);
    expect(photoProblem({ type: 'image/heic', size: 10_000 })).toBe(PHOTO_NOT_A_PHOTO);
    expect(photoProblem({ type: 'image/jpeg', size: 8 * 1024 * 1024 + 1 })).toBe(PHOTO_TOO_LARGE);
  });
});
