import { pageMessages } from "./page";

export const implementationTimeline = {
  ...pageMessages,
};
