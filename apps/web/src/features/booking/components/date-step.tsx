import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import type { Schedule, ScheduleDay } from '@clinicall/shared/scheduling/slots';
import { TestId } from '@clinicall/shared/test-ids';
import { LoadError } from '../../../components/ui/load-error';
import { addDays, formatShortDay, todayIn } from '../../../lib/calendar-dates';
import { useSchedule, type ScheduleRequest } from '../api/get-schedule';
import { formatClockTime, wallClock, zoneLabel } from '../../../lib/zoned-time';
import type { BookingDraft, ChosenSlot } from '../booking-draft';

const maxDate = (a: string, b: string) => (a > b ? a : b);

/** How many days the step shows at once. */
const DAYS_SHOWN = 7;

interface DateStepProps {
  draft: BookingDraft;
  providerId: number;
  /** The viewer's time zone: the days and times are theirs (C30). */
  timeZone: string;
  /** Why the step was shown again, e.g. the chosen time was taken meanwhile. */
  notice: string | null;
  onChange: (draft: BookingDraft) => void;
}

function scheduleQuery(
  draft: BookingDraft,
  providerId: number,
  from: string,
  timeZone: string,
): ScheduleRequest {
  const base = { date: from, providerId, days: DAYS_SHOWN, timeZone };
  if (draft.type === 'VIDEO' && draft.videoTypeId !== null) {
    return { ...base, encounterVideoTypeId: draft.videoTypeId };
  }
  return draft.type === null ? base : { ...base, type: draft.type };
}

/** A free start as the draft keeps it: its end and wall-clock time derived from the answer. */
function chosenSlot(answer: Schedule, startTime: string, date: string): ChosenSlot {
  return {
    date,
    startTime,
    endTime: new Date(Date.parse(startTime) + answer.duration * 60_000).toISOString(),
    localTime: wallClock(startTime, answer.timeZone),
  };
}

/** C30, C31: the provider's free times a week at a time, AM and PM counts per day. */
export function DateStep({ draft, providerId, timeZone, notice, onChange }: DateStepProps) {
  const today = todayIn(timeZone);
  const from = maxDate(today, draft.calendarFrom ?? today);
  const setFrom = (calendarFrom: string) => onChange({ ...draft, calendarFrom });
  const schedule = useSchedule(scheduleQuery(draft, providerId, from, timeZone));
  const answer = schedule.data;
  const days = answer?.days ?? [];
  const [openDay, setOpenDay] = useState<string | null>(draft.slot?.date ?? null);
  const shown =
    days.find((day) => day.date === openDay) ?? days.find((day) => day.starts.length > 0);

  return (
    <Stack gap="md">
      {notice !== null && (
        <Alert color="orange" variant="light" data-testid={TestId.bookingSlotTaken}>
          {notice}
        </Alert>
      )}
      <Group justify="space-between" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Earlier days"
          disabled={from <= today}
          onClick={() => setFrom(maxDate(today, addDays(from, -DAYS_SHOWN)))}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Text size="sm" c="dimmed" ta="center">
          Times in {zoneLabel(timeZone)}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Later days"
          onClick={() => setFrom(addDays(from, DAYS_SHOWN))}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {schedule.isPending && <Loader size="sm" aria-label="Loading free times" />}
      {schedule.isError && (
        <LoadError
          title="We could not load the free times"
          error={schedule.error}
          onRetry={() => void schedule.refetch()}
        />
      )}
      {schedule.isSuccess && (
        <SimpleGrid cols={{ base: 2, xs: 4, sm: 7 }} spacing="xs">
          {days.map((day) => (
            <DayButton
              key={day.date}
              day={day}
              active={shown?.date === day.date}
              onClick={() => setOpenDay(day.date)}
            />
          ))}
        </SimpleGrid>
      )}
      {schedule.isSuccess && shown === undefined && (
        <Alert variant="light" color="gray" data-testid={TestId.bookingSlotsEmpty}>
          No free times in these days. Try later days.
        </Alert>
      )}
      {answer !== undefined && shown !== undefined && (
        <Stack gap="xs">
          <Text fw={600}>{formatShortDay(shown.date)}</Text>
          {shown.starts.length === 0 ? (
            <Text c="dimmed" data-testid={TestId.bookingSlotsEmpty}>
              No free times on this day.
            </Text>
          ) : (
            <Group gap="xs">
              {shown.starts.map((startTime) => {
                const chosen = draft.slot?.startTime === startTime;
                return (
                  <Button
                    key={startTime}
                    size="xs"
                    variant={chosen ? 'filled' : 'default'}
                    aria-pressed={chosen}
                    onClick={() =>
                      onChange({ ...draft, slot: chosenSlot(answer, startTime, shown.date) })
                    }
                    data-testid={TestId.bookingSlot}
                    data-start-time={startTime}
                  >
                    {formatClockTime(startTime, answer.timeZone)}
                  </Button>
                );
              })}
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function DayButton({
  day,
  active,
  onClick,
}: {
  day: ScheduleDay;
  active: boolean;
  onClick: () => void;
}) {
  return (
    <UnstyledButton
      onClick={onClick}
      aria-pressed={active}
      data-testid={TestId.bookingDay}
      p="xs"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        border: `1px solid ${active ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-gray-3)'}`,
        background: active ? 'var(--mantine-color-blue-0)' : undefined,
      }}
    >
      <Text size="sm" fw={600}>
        {formatShortDay(day.date)}
      </Text>
      <Text size="xs" c="dimmed">
        AM {day.amCount} · PM {day.pmCount}
      </Text>
    </UnstyledButton>
  );
}
