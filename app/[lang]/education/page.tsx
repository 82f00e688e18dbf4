export { default, generateMetadata } from "@/components/pages/education";
