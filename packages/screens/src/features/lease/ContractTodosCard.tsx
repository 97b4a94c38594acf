import * as React from 'react';
import { useGetContractTodosQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { pageLink, type ContractTodo } from '@aster/core-domain';
import { navigation } from '@screens/platform/navigation';
import { Card } from '@screens/ui/Card';
import { QueryList } from '@screens/ui/StateView';

/** Where a to-do is done: the details and the signature on view_contract_paper, the first bill on contract_pay. */
export function todoUrl(todo: Pick<ContractTodo, 'type' | 'contractId'>): string {
  return todo.type === 'pay'
    ? pageLink('pages/contract/pages/contract_pay/index', { contractId: todo.contractId })
    : pageLink('pages/contract/pages/view_contract_paper/index', { contractId: todo.contractId });
}

/**
 * The home page's 待签约合同 (contract/h5todoList/v2): each contract of the tenant that waits for them to complete the
 * details, sign or pay the first bill, with the button of that step. Signing and paying change the contract, and the
 * list with it (its tag).
 */
export function ContractTodosCard() {
  const todos = useGetContractTodosQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Card title="待签约合同">
      <QueryList query={todos} emptyText="暂无待签约的合同" errorText="待办加载失败，请稍后重试">
        {(list) =>
          list.map((todo) => (
            <View
              key={`${todo.type}-${todo.contractId}`}
              className="home-row"
              role="button"
              data-testid={`home-todo-${todo.contractId}`}
              onTap={() => void navigation.navigateTo(todoUrl(todo))}
            >
              <View className="home-row-main">
                <Text className="home-row-title">{todo.houseTitle}</Text>
                <Text className="home-row-sub">{todo.title}</Text>
              </View>
              <Text className="home-row-action">{todo.actionText}</Text>
            </View>
          ))
        }
      </QueryList>
    </Card>
  );
}
