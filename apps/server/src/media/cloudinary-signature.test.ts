import { describe, expect, it } from 'vitest';
import { cloudinarySignature } from './cloudinary-signature';

describe('the Cloudinary upload signature', () => {
  // The worked example of Cloudinary's "Generating authentication signatures" documentation:
  // API secret "abcd", timestamp 1315060510, public_id "sample_image", with and without eager.
  it('matches the documented example without eager transformations', () => {
    expect(cloudinarySignature({ timestamp: 1315060510, public_id: 'sample_image' }, 'abcd')).toBe(
      'b4ad47fb4e25c7bf5f92a20089f9db59bc302313',
    );
  });

  it('matches the documented example with eager transformations, whatever the key order', () => {
    expect(
      cloudinarySignature(
        {
          timestamp: 1315060510,
          public_id: 'sample_image',
          eager: 'w_400,h_300,c_pad|w_260,h_200,c_crop',
        },
        'abcd',
      ),
    ).toBe('bfd09f95f331f558cbd1320e67aa8d488770583e');
  });
});
