/** One gallery picture as `GET /api/clinic-images` returns it. */
export type ClinicImageDto = {
  id: string;
  thumbnail: string;
  fullImage: string;
  /** English description (SPEC §3 shape); `descriptions` has both languages. */
  description: string;
  descriptions: { en: string; es: string };
};
