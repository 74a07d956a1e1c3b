import { Container, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { ChildLearningSection } from '../features/learning/child-learning-section.tsx';
import { ChildProfileScreen } from '../features/profile/child-profile-screen.tsx';
import { StudyStats } from '../features/flashcards/study-stats.tsx';

/** /parent/children/:id — a parent views and edits a linked child's profile, and follows their results and progress. */
export function ParentChildPage() {
  const { id = '' } = useParams();
  return (
    <>
      <ChildProfileScreen key={id} childId={id} />
      <Container size="md" pb="xl">
        <Stack gap="lg">
          <ChildLearningSection key={id} childId={id} />
          <StudyStats key={`stats-${id}`} userId={id} />
        </Stack>
      </Container>
    </>
  );
}
