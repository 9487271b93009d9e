export { ExperienceGuideShortcut } from './components/experience-guide-shortcut';
