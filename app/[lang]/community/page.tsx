export { default, generateMetadata } from "@/components/pages/community";
