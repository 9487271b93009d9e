import { SchedulingMessages as M } from '@clinicall/shared/scheduling/messages';
import { showMessage } from '../../../components/ui/show-message';

/** C28: answer code 3 says the recurring week overwrote times already set for later dates. */
export function showScheduleModified(overwrittenDays: number): Promise<void> {
  const days = overwrittenDays === 1 ? '1 later day' : `${overwrittenDays} later days`;
  return showMessage({
    id: 'schedule-modified',
    title: M.scheduleModified,
    message: `This week's schedule now repeats every following week. Times you had set for ${days} were replaced.`,
  });
}
