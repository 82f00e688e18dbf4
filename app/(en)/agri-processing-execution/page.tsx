export { default, generateMetadata } from "@/components/pages/agri-processing-execution";
