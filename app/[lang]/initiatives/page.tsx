export { default, generateMetadata } from "@/components/pages/initiatives";
