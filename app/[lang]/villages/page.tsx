export { default, generateMetadata } from "@/components/pages/villages";
