export { default, generateMetadata } from "@/components/pages/our-plan";
