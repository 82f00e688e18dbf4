export { default, generateMetadata } from "@/components/pages/figures";
