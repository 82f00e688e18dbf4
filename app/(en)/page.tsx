export { default, generateMetadata } from "@/components/pages/home";
