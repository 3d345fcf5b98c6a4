import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../features/landing/LandingPage.tsx';

export const Route = createFileRoute('/')({
  // The landing page ships in the entry chunk: a separate chunk would cost a second round trip
  // before the first paint of the most visited page (its Lighthouse budget, bench/web.md).
  codeSplitGroupings: [['loader']],
  component: LandingPage,
});
