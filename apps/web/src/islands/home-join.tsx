/** The home's invitation to join as an island hydrated at load (issue 21): a signed-in visitor does not see it (SPEC). */
import { JoinBanner } from '../features/home/join-banner';
import { MantineScope } from './mantine';

export default function HomeJoinIsland() {
  return (
    <MantineScope>
      <JoinBanner />
    </MantineScope>
  );
}
