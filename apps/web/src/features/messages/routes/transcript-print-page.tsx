import { useSearchParams } from 'react-router';
import { TestId } from '@clinicall/shared/test-ids';
import { formatDateTime } from '../../../lib/zoned-time';
import { usePrintWhenReady } from '../../../lib/use-print-when-ready';
import { useMessagesInTopic, useTopicInfo } from '../api/get-topic';
import './transcript-print.css';
import { useAccountZone } from '../../identity';

/**
 * E24, E52, E55: `/print/inmail-transcript?topicId`: no header, navbar or sidebar; once the
 * conversation has loaded it opens the print dialog, and closes the window after printing.
 */
export function TranscriptPrintPage() {
  const zone = useAccountZone();
  const topicId = Number(useSearchParams()[0].get('topicId'));
  const info = useTopicInfo(topicId);
  const messages = useMessagesInTopic(topicId);
  const ready = info.isSuccess && messages.isSuccess;

  usePrintWhenReady(ready);

  if (info.isError || messages.isError) {
    return (
      <main className="transcript">
        <p role="alert">This transcript could not be loaded. You may not take part in it.</p>
      </main>
    );
  }
  if (!ready) {
    return (
      <main className="transcript">
        <p>Loading the transcript…</p>
      </main>
    );
  }
  const topic = info.data;
  return (
    <main className="transcript" data-testid={TestId.transcript}>
      <h1>{topic.subject}</h1>
      <p>
        Participants: {topic.subscribersInfo.map((p) => `${p.firstName} ${p.lastName}`).join(', ')}
        <br />
        Started {formatDateTime(topic.createdDate, zone)}
        {topic.encounterStatus ? ` · Encounter ${topic.encounterStatus.toLowerCase()}` : ''}
      </p>
      {messages.data.map((m) => (
        <section key={m.messageId} className="transcript-message">
          <strong>
            {m.authorInfo.firstName} {m.authorInfo.lastName}
          </strong>{' '}
          · {formatDateTime(m.createdDate, zone)}
          <p className="transcript-body">{m.body}</p>
          {m.files.length > 0 && <p>Attachments: {m.files.map((f) => f.fileName).join(', ')}</p>}
        </section>
      ))}
      <p className="transcript-no-print">
        <button type="button" onClick={() => window.print()}>
          Print
        </button>
      </p>
    </main>
  );
}
