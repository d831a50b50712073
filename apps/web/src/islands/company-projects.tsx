/** The company page's projects and their gallery (a lightbox loaded on the first click) as an island (issue 21). */
import { ProjectsGrid } from '../features/company-detail/project-card';
import type { IslandProps } from './table';

export default function CompanyProjectsIsland({ projects }: IslandProps['company-projects']) {
  return <ProjectsGrid projects={projects} />;
}
