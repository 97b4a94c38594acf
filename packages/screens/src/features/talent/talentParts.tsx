import * as React from 'react';
import { Image, Text, View } from 'remax/one';
import { formatAmount, pageLink, type TalentProjectSummary } from '@aster/core-domain';
import { navigation } from '@screens/platform/navigation';
import './talent.css';

/** Rent in yuan for a month, as the programme prints it: ¥2,940.00/月. */
export const monthlyRent = (fen: number) => `¥${formatAmount(fen)}/月`;

/** One project of the programme: its picture, where it is, the rent from, vacancies and the queue; taps open it. */
export function ProjectCard({ project }: { project: TalentProjectSummary }) {
  return (
    <View className="tl-project" role="link" data-testid={`tl-project-card-${project.id}`} onTap={() => void navigation.navigateTo(pageLink('pages/talent/housing_detail/index', { id: project.id }))}>
      <Image className="tl-project-cover" src={project.coverUrl} mode="aspectFill" />
      <View className="tl-project-info">
        <Text className="tl-project-name">{project.name}</Text>
        <Text className="tl-note">{`${project.district} · ${project.address}`}</Text>
        <Text className="tl-project-rent">{`${monthlyRent(project.rentFromFen)}起`}</Text>
        <Text className="tl-note">{`空房${project.vacancies}套 · 轮候${project.queueLength}人`}</Text>
      </View>
    </View>
  );
}
