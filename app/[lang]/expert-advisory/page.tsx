export { default, generateMetadata } from "@/components/pages/expert-advisory";
