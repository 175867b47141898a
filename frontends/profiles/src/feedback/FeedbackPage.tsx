import { Card, CardTitle } from '@filmcollab/ui';
import FeedbackForm from './FeedbackForm';

/** `/feedback`: a page of `profiles/routes`. */
export default function FeedbackPage() {
  return (
    <div className="mx-auto max-w-xl p-6">
      <Card>
        <CardTitle>Feedback</CardTitle>
        <FeedbackForm />
      </Card>
    </div>
  );
}
