import { StudentQuestsSection } from '../../../features/arcade/quests/student-quests-section';
import { ActiveStationSection } from './active-station-section';
import { RemindersSection } from './reminders-section';
import { StorySection } from './story-section';
import '../../../features/arcade/arcade-texts';
import '../../../features/arcade/arcade.css';

/**
 * The students' part of the dashboard (spec 2): active station, open tasks, story creation and
 * quests – each a small section in its own file (the explainer videos follow for every role, in
 * dashboard-screen.tsx). Loaded after the start page itself,
 * so its schemas stay out of the first screen (decision 007).
 */
export function StudentDashboard() {
  return (
    <div className="cards">
      <ActiveStationSection />
      <StudentQuestsSection />
      <RemindersSection />
      <StorySection />
    </div>
  );
}
