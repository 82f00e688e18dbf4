export { default, generateMetadata } from "@/components/pages/impact";
