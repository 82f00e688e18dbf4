export { default, generateMetadata } from "@/components/pages/transparency";
