/** One gallery picture as `GET /api/clinic-images` returns it. */
export type ClinicImageDto = {
  id: string;
  thumbnail: string;
  fullImage: string;
  /** English description (docs/product.md#entities shape); `descriptions` has both languages. */
  description: string;
  descriptions: { en: string; es: string };
};
