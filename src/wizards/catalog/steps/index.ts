export { Level1Step, Level2Step, Level3Step, BannersStep, CollectionsStep } from './steps';
