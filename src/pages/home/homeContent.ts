/** Home's content data, loaded as its own chunk so the page shell paints first (with skeletons). */
export { homeFaqs } from "../../content/faqs";
export { benefits, enrollmentSteps } from "../../content/participation";
