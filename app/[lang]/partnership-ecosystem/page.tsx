export { default, generateMetadata } from "@/components/pages/partnership-ecosystem";
