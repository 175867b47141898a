// An async boundary lets module federation share singletons before any app code runs.
import './zod-without-eval';
import './styles.css';

void import('./bootstrap');
