import type { ClinicImageDto } from "../../contract/clinicImage";
import { ApiError, apiRequest } from "./http";

/** docs/product.md#calls: the gallery list; a 401 counts as "no images", not as a failure. */
export async function fetchClinicImages(signal?: AbortSignal): Promise<ClinicImageDto[]> {
  try {
    return await apiRequest<ClinicImageDto[]>("GET", "/api/clinic-images", { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return [];
    throw error;
  }
}
